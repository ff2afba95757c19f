# exercise: ex_dropout_survivor
# mistake: Measured it empirically but took the mean of the whole dropped-out matrix (zeros included), which is about 1 and random, instead of the value of a nonzero entry, 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
out = dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
