# exercise: ex_dropout_survivor
# mistake: The learner averages the whole dropout output, zeros included (about 1 by design), instead of reading the value of a surviving entry, 1/(1-p).
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
out = dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
