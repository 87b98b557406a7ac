global.PROJECT = 'android';
