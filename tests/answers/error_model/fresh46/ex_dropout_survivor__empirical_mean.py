# exercise: ex_dropout_survivor
# mistake: The learner averages the dropout output over all entries of a large matrix (≈ 1.0, since the rescaling keeps the mean) instead of reading the value of a surviving entry, 1 / (1 − 0.1) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(1000, 1000))
ex_dropout_survivor = round(out.mean().item(), 4)
print(ex_dropout_survivor)
