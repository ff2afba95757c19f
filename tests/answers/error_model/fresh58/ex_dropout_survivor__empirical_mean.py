# exercise: ex_dropout_survivor
# mistake: The learner applies dropout to a big matrix of ones and reports the mean of all entries (about 1.0, zeros included) instead of the value of a surviving entry, 1 / (1 − p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(200, 200))
ex_dropout_survivor = round(out.mean().item(), 4)
print(ex_dropout_survivor)
