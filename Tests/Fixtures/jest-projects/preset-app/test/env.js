global.setupOrder.push('project');
process.env.PUSH_REGION = 'eu';
