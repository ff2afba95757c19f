# exercise: ex_dropout_survivor
# mistake: Runs dropout on a 6x6 matrix of ones and reports the mean of the whole result (zeros included), a random number near 1; the value of each surviving entry is 1/(1 - p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
out = dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
