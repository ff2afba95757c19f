# exercise: ex_omega
# mistake: The learner reads the score off F.scaled_dot_product_attention's convention and divides the dot product by sqrt(3) (0.5510); ω₂₁ is the raw dot product 0.9544.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]) # step

q = inputs[1]
k = inputs[0]
# same scores that scaled_dot_product_attention uses internally
score = (q @ k) / math.sqrt(q.shape[-1])
ex_omega = round(score.item(), 4)
