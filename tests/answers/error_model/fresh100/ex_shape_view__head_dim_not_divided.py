# exercise: ex_shape_view
# mistake: The hand-written shape helper keeps the full d_out as the size of each head, answering (2, 3, 5, 12); head_dim is d_out / num_heads = 4, so the shape is (2, 3, 5, 4).
def view_shape(b, n, h, d):
    return (b, n, h, d)


def swap(shape, i, j):
    s = list(shape)
    s[i], s[j] = s[j], s[i]
    return tuple(s)


ex_shape_view = swap(view_shape(2, 5, 3, 12), 1, 2)
