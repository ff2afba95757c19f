# exercise: ex_dropout_survivor
# mistake: Put the dropout layer in eval mode (to make it deterministic), where dropout is the identity, and read 1.0; in training mode a survivor is 1/(1-0.1) = 1.1111.
import torch

torch.manual_seed(0)
layer = torch.nn.Dropout(p=0.1)
layer.eval()  # deterministic
m = layer(torch.ones(4, 4))
survivors = m[m != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
