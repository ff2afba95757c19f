# exercise: ex_softmax_weight
# mistake: The learner L2-normalises the embeddings first and takes the softmax of the cosine similarities, instead of the softmax of the raw dot products (0.2379).
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x = F.normalize(inputs.float(), dim=1)
scores = x @ x[1]
w = torch.softmax(scores, dim=-1)
print(w, w.sum())
ex_softmax_weight = round(float(w[1]), 4)
