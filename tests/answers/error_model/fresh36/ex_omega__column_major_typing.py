# exercise: ex_omega
# mistake: Types the embedding table column by column (as MATLAB's x(:) would list it) and then reshapes it row-major to (6, 3), so the "rows" are scrambled numbers; the rows must be the tokens' embeddings, giving 0.9544.
import torch

# the book's table, read down the columns
flat = [0.43, 0.55, 0.57, 0.22, 0.77, 0.05,
        0.15, 0.87, 0.85, 0.58, 0.25, 0.80,
        0.89, 0.66, 0.64, 0.33, 0.10, 0.55]
X = torch.tensor(flat).reshape(6, 3)

ex_omega = round(torch.dot(X[1], X[0]).item(), 4)
