# exercise: ex_context
# mistake: Normalises the scores with F.normalize(p=1) (divide by their sum) instead of the softmax; the weights must be softmax(scores).
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
weights = F.normalize(scores, p=1, dim=0)
print(weights.sum())
ex_context = [round(v, 4) for v in (weights @ inputs).tolist()]
