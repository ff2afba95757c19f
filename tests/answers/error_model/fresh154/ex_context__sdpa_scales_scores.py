# exercise: ex_context
# mistake: The learner computes the context vector with F.scaled_dot_product_attention, which divides the scores by √3 before the softmax; the exercise uses the softmax of the raw, unscaled dot products.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

# query = key = value = the inputs, no projections
ctx = F.scaled_dot_product_attention(inputs[None], inputs[None], inputs[None])[0]
ex_context = [round(v, 4) for v in ctx[1].tolist()]
