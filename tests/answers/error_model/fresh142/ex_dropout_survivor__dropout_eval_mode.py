# exercise: ex_dropout_survivor
# mistake: The learner measures the survivors with an nn.Dropout(0.1) switched to eval mode, where dropout does nothing, and reads 1.0; in training mode survivors are scaled by 1 / (1 - p) = 1.1111.
import torch
from torch import nn

torch.manual_seed(123)
drop = nn.Dropout(0.1)
drop.eval()
out = drop(torch.ones(6, 6))
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
print(out)
