# exercise: ex_dropout_survivor
# mistake: 2.0 is the book's example with p = 0.5; here p = 0.1, so survivors are 1 / (1 − 0.1) = 1.1111.
# mistake_zh: 2.0 是书中 p = 0.5 时的例子；本题 p = 0.1，保留下来的值是 1 / (1 − 0.1) = 1.1111。
# keywords: book, p, survivors, scale, 0.1

import torch
torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)   # 书上的例子
example = torch.ones(6, 6)
out = dropout(example)
ex_dropout_survivor = out.max().item()
