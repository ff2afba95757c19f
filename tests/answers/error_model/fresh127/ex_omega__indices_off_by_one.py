# exercise: ex_omega
# mistake: The learner maps the book's 1-based indices x(2), x(1) directly to Python indices 2 and 1, computing x(3)·x(2) ("starts"·"journey") = 1.4754; ω21 is inputs[1] · inputs[0] = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

score = lambda i, j: torch.dot(inputs[i], inputs[j]).item()
ex_omega = round(score(2, 1), 4)
print(ex_omega)
