# exercise: ex_context
# mistake: Normalised the context vector to unit length (tf.math.l2_normalize habit) after computing it; z(2) is the weighted sum itself, not normalised.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

weights = F.softmax(inputs @ inputs[1], dim=0)
context = weights @ inputs
context = F.normalize(context, dim=-1)
ex_context = [round(c, 4) for c in context.tolist()]
