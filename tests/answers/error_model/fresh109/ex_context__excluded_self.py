# exercise: ex_context
# mistake: The learner left "journey" itself out of the softmax and the sum (thinking a token attends only to the others); z(2) sums over all six tokens, j = 2 included.
import torch
from torch import nn

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


class ContextOf(nn.Module):
    def __init__(self, idx):
        super().__init__()
        self.idx = idx
        self.softmax = nn.Softmax(dim=0)

    def forward(self, x):
        others = torch.cat([x[: self.idx], x[self.idx + 1:]])
        w = self.softmax(others @ x[self.idx])
        return w @ others


z2 = ContextOf(1)(inputs)
print(z2)
ex_context = [round(float(v), 4) for v in z2]
