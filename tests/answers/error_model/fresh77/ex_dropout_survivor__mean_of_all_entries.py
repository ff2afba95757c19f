# exercise: ex_dropout_survivor
# mistake: The learner runs dropout and averages every entry of the result, zeros included, which only estimates the expectation (about 1.0); the question asks for the value of a surviving entry, 1/(1 − p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(6, 6))
total = 0.0
for i in range(6):
    for j in range(6):
        total += out[i, j].item()
ex_dropout_survivor = round(total / 36, 4)
