# exercise: ex_dropout_survivor
# mistake: Measured it with nn.Dropout(0.1) after calling .eval() (out of habit), where dropout is the identity, so read 1.0; in training mode survivors are 1 / (1 - p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
drop.eval()
out = drop(torch.ones(6, 6))
survivors = out[out != 0]
assert survivors.numel() > 0

ex_dropout_survivor = round(survivors.max().item(), 4)
