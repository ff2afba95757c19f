# exercise: ex_dropout_survivor
# mistake: Copies the book's survivor value 2.0, which is for p = 0.5; for p = 0.1 survivors become 1/0.9 = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)   # 书上的例子
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = float(out.max())
