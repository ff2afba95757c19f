# exercise: ex_shape_view
# mistake: The learner thought transpose(1, 2) swaps the last two axes (counting from 1), giving (2, 5, 4, 3); it swaps axes 1 and 2 (tokens and heads, 0-based), giving (2, 3, 5, 4).
b = 2
n = 5
d_out = 12
num_heads = 3
head_dim = d_out // num_heads

shape_after_view = [b, n, num_heads, head_dim]
print("after view:", shape_after_view)

# transpose(1, 2): the 1st and 2nd dimensions ... of the head part
shape_after_transpose = list(shape_after_view)
first = 1 + 1
second = 2 + 1
shape_after_transpose[first], shape_after_transpose[second] = shape_after_transpose[second], shape_after_transpose[first]
print("after transpose:", shape_after_transpose)
ex_shape_view = tuple(shape_after_transpose)
