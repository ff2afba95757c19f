# exercise: ex_dropout_survivor
# mistake: Reports the mean of the whole matrix after dropout (about 1, dropped zeros included) instead of the value of a surviving entry, 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(6, 6)
dropout = torch.nn.Dropout(p=0.1)
out = dropout(ones)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
