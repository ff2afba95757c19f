# exercise: ex_dropout_survivor
# mistake: Reads the mean of the dropout output (about 1, since dropout keeps the expectation) instead of the value of a surviving entry, 1/(1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
dropout = torch.nn.Dropout(0.1).to(device)
ones = torch.ones(6, 6, device=device)
out = dropout(ones)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
