global.PROJECT = 'ios';
