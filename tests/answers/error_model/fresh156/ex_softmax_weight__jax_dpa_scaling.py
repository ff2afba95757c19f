# exercise: ex_softmax_weight
# mistake: The learner scales the scores by 1/sqrt(3) before the softmax (as jax.nn.dot_product_attention does by default); the statement says no scaling, giving 0.2379.
import math
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
logits = inputs @ q / math.sqrt(q.shape[-1])
ex_softmax_weight = round(torch.softmax(logits, dim=-1)[1].item(), 4)
