# exercise: ex_dropout_survivor
# mistake: The learner reports the mean of the whole dropout output (zeros included), about 1 by design, instead of the value of an entry that survives, 1/(1 − p).
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
