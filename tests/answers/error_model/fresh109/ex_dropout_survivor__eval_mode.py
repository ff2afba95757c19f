# exercise: ex_dropout_survivor
# mistake: The learner called .eval() on the nn.Dropout module out of habit, so nothing was dropped or scaled and every entry stayed 1.0; in training mode survivors are 1 / (1 - 0.1) = 1.1111.
import torch
from torch import nn

torch.manual_seed(123)
dropout = nn.Dropout(0.1)
dropout.eval()
ones = torch.ones(6, 6)
out = dropout(ones)
print(out)
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
