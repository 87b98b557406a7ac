export interface Breadcrumb {
  category: string;
  message: string;
}
