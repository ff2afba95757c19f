# exercise: ex_context
# mistake: Turned exp(scores) into weights with F.normalize, whose default p=2 makes the weights' squares sum to 1 rather than the weights, giving [1.0349, 1.5259, 1.3311]; with softmax weights the context is [0.4419, 0.6515, 0.5683].
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

scores = inputs @ inputs[1]
weights = F.normalize(torch.exp(scores), dim=0)   # make the weights sum to one
z2 = weights @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
