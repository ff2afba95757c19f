# exercise: ex_dropout_survivor
# mistake: Averaged the whole dropped-out matrix (zeros included), which estimates the expectation (about 1), not the value of a surviving entry, which is exactly 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
