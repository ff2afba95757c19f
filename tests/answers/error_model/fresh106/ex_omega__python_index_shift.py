# exercise: ex_omega
# mistake: Took the superscripts (2) and (1) as Python indices, so it computes x[2]·x[1] ("starts"·"journey" = 1.4754) instead of x[1]·x[0] = 0.9544.
import torch

# from the blog post: embeddings of "Your journey starts with one step"
inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[2]
key = inputs[1]
ex_omega = round(torch.dot(query, key).item(), 4)
print(ex_omega)
