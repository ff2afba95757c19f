# exercise: ex_dropout_survivor
# mistake: The learner runs dropout on a matrix of ones and submits the mean of the whole output (zeros included), about 1 in expectation (1.0494 with this seed); the value of a surviving entry is 1 / (1 - p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
