# exercise: ex_dropout_survivor
# mistake: Ran dropout on a 6×6 matrix of ones and reported the mean of all entries (zeros included), which is only about 1; the question asks for the value of a surviving entry, 1/(1 − p) = 1.1111.
import torch

torch.manual_seed(123)
d = torch.nn.Dropout(0.1)
out = d(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
