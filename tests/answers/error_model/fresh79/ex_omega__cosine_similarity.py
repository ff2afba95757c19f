# exercise: ex_omega
# mistake: The learner divides the dot product by the two vector norms (cosine similarity) instead of giving the raw dot product x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
k = inputs[0]
dot = torch.dot(q, k)
print("dot", dot)
# make it between -1 and 1 like a similarity
omega = dot / (q.norm() * k.norm())
ex_omega = round(omega.item(), 4)
