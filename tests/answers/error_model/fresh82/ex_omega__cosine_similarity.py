# exercise: ex_omega
# mistake: Computed the cosine similarity (dot product divided by both norms) instead of the plain dot product; the score is 0.9544.
import torch

your = torch.tensor([0.43, 0.15, 0.89])
journey = torch.tensor([0.55, 0.87, 0.66])

def similarity(a, b):
    return (a @ b / (a.norm() * b.norm())).item()

# sanity: a vector is perfectly similar to itself
assert abs(similarity(your, your) - 1.0) < 1e-6

ex_omega = round(similarity(journey, your), 4)
