# exercise: ex_softmax_weight
# mistake: The learner scaled the scores by 1/sqrt(3) before the softmax; the statement says raw dot products with no scaling (answer 0.2379).
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import torch

X = torch.tensor(inputs, dtype=torch.float64)
w = torch.softmax((X @ X[1]) / X.shape[1] ** 0.5, dim=0)
print(w)
ex_softmax_weight = round(float(w[1]), 4)
