# exercise: ex_dropout_survivor
# mistake: Puts the Dropout module in eval mode before applying it, so nothing is dropped or rescaled and the "survivor" is 1.0; in training mode survivors are 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(p=0.1)
dropout.eval()  # deterministic result
ones = torch.ones(6, 6)
out = dropout(ones)
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
print(out)
