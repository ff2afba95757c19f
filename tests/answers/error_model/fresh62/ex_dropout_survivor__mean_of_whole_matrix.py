# exercise: ex_dropout_survivor
# mistake: The answer is the mean of the whole dropped-out matrix (zeros included, about 1.05 for this seed) instead of the value of one surviving entry, 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
print(ex_dropout_survivor)
