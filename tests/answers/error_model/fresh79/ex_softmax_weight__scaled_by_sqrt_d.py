# exercise: ex_softmax_weight
# mistake: The learner divides the scores by sqrt(3) (scaled dot-product) before the softmax although the statement asks for raw unscaled dot products; the right weight is 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
scores = inputs @ query
d_k = inputs.shape[-1]
w = torch.softmax(scores / d_k**0.5, dim=0)
print(w, w.sum())
ex_softmax_weight = round(w[1].item(), 4)
