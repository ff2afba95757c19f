# exercise: ex_context
# mistake: The learner uses F.scaled_dot_product_attention (which scales scores by 1/sqrt(3)) and then "undoes" the scaling by multiplying the context vector by sqrt(3); the scaling sits inside the softmax and cannot be undone on the output. The answer is [0.4419, 0.6515, 0.5683].
import math
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

ctx = F.scaled_dot_product_attention(inputs[None], inputs[None], inputs[None])[0]
z2 = ctx[1] * math.sqrt(inputs.shape[1])   # remove the 1/sqrt(d) that sdpa added
ex_context = [round(v, 4) for v in z2.tolist()]
