# exercise: ex_dropout_survivor
# mistake: The learner runs dropout on a matrix of ones and answers with the mean of the whole output (dropped zeros included), not the value of a surviving entry, 1/(1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(6, 6)
out = torch.nn.Dropout(0.1)(ones)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
