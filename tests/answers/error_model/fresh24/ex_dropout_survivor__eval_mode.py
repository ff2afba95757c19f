# exercise: ex_dropout_survivor
# mistake: Wrapped the dropout in a module and called .eval() "for a deterministic answer", which turns dropout off so every entry stays 1.0000; in training mode survivors are 1/(1-0.1) = 1.1111.
import torch
from torch import nn


class AttnDropout(nn.Module):
    def __init__(self, p: float = 0.1):
        super().__init__()
        self.drop = nn.Dropout(p)

    def forward(self, w):
        return self.drop(w)


layer = AttnDropout(0.1).eval()  # deterministic
out = layer(torch.ones(6, 6))
ex_dropout_survivor = round(out[out != 0][0].item(), 4)
