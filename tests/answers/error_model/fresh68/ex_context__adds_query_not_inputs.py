# exercise: ex_context
# mistake: Inside the loop the learner adds α₂ⱼ times the query x⁽²⁾ instead of α₂ⱼ times x⁽ʲ⁾, so the result is just x⁽²⁾; each input row must be weighted and summed.
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


def context_vector(q):
    w = torch.softmax(inputs @ q, dim=0)
    z = torch.zeros_like(q)
    for j, a in enumerate(w):
        z += a * query
    return z


ex_context = [round(v, 4) for v in context_vector(query).tolist()]
