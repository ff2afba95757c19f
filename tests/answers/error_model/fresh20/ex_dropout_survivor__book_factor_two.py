# exercise: ex_dropout_survivor
# mistake: Kept the book's printed survivor value 2.0 (which belongs to p = 0.5); with p = 0.1 a survivor is 1/(1 − 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.5)  # 书上的例子
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.max().item(), 4)  # the value of the kept entries
