# exercise: ex_softmax_weight
# mistake: Adds a batch axis and uses nn.Softmax() without dim, whose implicit dim for a 3-D tensor is 0 (the batch of size 1), so every weight is 1.0; the softmax must be over the keys (last axis), giving 0.2379.
import torch
from torch import nn

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

batch = inputs.unsqueeze(0)                 # (1, 6, 3)
scores = batch @ batch.transpose(1, 2)      # (1, 6, 6)
softmax = nn.Softmax()
weights = softmax(scores)
ex_softmax_weight = float(f"{weights[0, 1, 1].item():.4f}")
