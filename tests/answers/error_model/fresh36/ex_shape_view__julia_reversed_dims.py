# exercise: ex_shape_view
# mistake: Writes the shape in reversed (column-major, Julia-style) order, fastest axis first; PyTorch lists the axes outermost first: (2, 3, 5, 4).
# Julia: size(q) after permutedims would be (head_dim, tokens, heads, batch)
ex_shape_view = (4, 5, 3, 2)
