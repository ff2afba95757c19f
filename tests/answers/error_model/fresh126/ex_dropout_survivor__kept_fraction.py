# exercise: ex_dropout_survivor
# mistake: Gave the fraction of entries kept (1 - p = 0.9) instead of the value of a surviving entry, which is 1/(1-p) = 1.1111.
import torch

torch.manual_seed(0)
x = torch.ones(1000, 1000)
y = torch.nn.functional.dropout(x, p=0.1, training=True)
kept = (y != 0).float().mean().item()
print(kept, y.max().item())
ex_dropout_survivor = round(1 - 0.1, 4)
