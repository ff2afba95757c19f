# exercise: ex_dropout_survivor
# mistake: The learner runs the Dropout module in eval mode, where it does nothing, and reads 1.0; in training mode the survivors are scaled to 1/(1 − 0.1) = 1.1111.
import torch
from torch import nn

layer = nn.Sequential(nn.Dropout(p=0.1))
layer.eval()  # deterministic
with torch.no_grad():
    out = layer(torch.ones(4, 4))
survivors = out[out != 0]
ex_dropout_survivor = round(survivors[0].item(), 4)
