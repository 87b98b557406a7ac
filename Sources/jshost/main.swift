print("jshost")
