# exercise: ex_omega
# mistake: The loop runs over range(len(x) - 1), so the third coordinate product 0.66·0.89 is never added (0.3670); the dot product must sum all three coordinates, giving 0.9544.
journey_embedding = [0.55, 0.87, 0.66]
your_embedding = [0.43, 0.15, 0.89]

running_total_of_products = 0.0
for coordinate_index in range(len(journey_embedding) - 1):
    product_of_this_coordinate = journey_embedding[coordinate_index] * your_embedding[coordinate_index]
    print("coordinate", coordinate_index, "product", product_of_this_coordinate)
    running_total_of_products = running_total_of_products + product_of_this_coordinate

ex_omega = round(running_total_of_products, 4)
print(ex_omega)
