# exercise: ex_context
# mistake: Pen and paper with the weights truncated to 2 decimals (0.13, 0.23, 0.23, 0.12, 0.10, 0.15; they sum to 0.96) gives [0.4244, 0.6297, 0.5468] instead of [0.4419, 0.6515, 0.5683].
# Pen and paper: the weights truncated to two decimals, as in the book's figures
alpha = [0.13, 0.23, 0.23, 0.12, 0.10, 0.15]
X = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
ex_context = [round(sum(a * row[j] for a, row in zip(alpha, X)), 4) for j in range(3)]
